// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fittedSize, RowImage } from '../../src/components/data-table/row-image';

afterEach(cleanup);

describe('RowImage', () => {
  it('fits a shape within 96 × 48 px, keeping its ratio', () => {
    expect(fittedSize({ width: 16, height: 9 })).toEqual({ width: 85, height: 48 });
    expect(fittedSize({ width: 4, height: 1 })).toEqual({ width: 96, height: 24 });
    expect(fittedSize({ width: 135, height: 327 })).toEqual({ width: 20, height: 48 });
    expect(fittedSize({ width: 100, height: 1 })).toEqual({ width: 96, height: 8 });
  });

  it('shows a banner whole at its shape, not cut to a circle; other rows keep the round thumbnail', () => {
    render(<RowImage src="/media/b.webp" alt="Banner" shape={{ width: 4, height: 1 }} />);
    const banner = screen.getByRole('img', { name: 'Banner' });
    expect(banner.className).toContain('object-contain');
    expect(banner.className).not.toContain('rounded-full');
    expect(banner.getAttribute('width')).toBe('96');
    expect(banner.getAttribute('height')).toBe('24');
    cleanup();
    render(<RowImage src={null} alt="Banner" shape={{ width: 4, height: 1 }} />);
    const placeholder = screen.getByRole('img', { name: 'No image' });
    expect(placeholder.style.width).toBe('96px');
    expect(placeholder.className).not.toContain('rounded-full');
    cleanup();
    render(<RowImage src="/media/p.webp" alt="Post" />);
    expect(screen.getByRole('img', { name: 'Post' }).className).toContain('rounded-full object-cover');
    cleanup();
    render(<RowImage src="/media/n.webp" alt="Any" shape="natural" />);
    expect(screen.getByRole('img', { name: 'Any' }).className).toContain('w-auto');
  });
});
