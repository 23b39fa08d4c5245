// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { headerTitle, PageHeader } from '../../src/components/layout/page-header';

afterEach(cleanup);

describe('the list title with its total', () => {
  it('shows an exact total as counted, and none while unknown', () => {
    expect(headerTitle('Members', 320)).toBe('Members (320)');
    expect(headerTitle('Members', 0)).toBe('Members (0)');
    expect(headerTitle('Members', undefined)).toBe('Members');
    expect(headerTitle('Members', null, true)).toBe('Members');
  });

  it("marks a total the server stopped counting at with '+'", () => {
    expect(headerTitle('Posts', 1000, true)).toBe('Posts (1,000+)');
    expect(headerTitle('Posts', 1000, false)).toBe('Posts (1000)');
  });

  it('renders it as the heading', () => {
    render(<PageHeader title="Posts" count={1000} countIsLowerBound />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Posts (1,000+)');
  });
});
