// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fittedSize, RowImage } from '../../src/components/data-table/row-image';

afterEach(cleanup);

describe('RowImage', () => {
  it('fits a shape within 80 × 40 px (a row of round thumbnails is 40 px high), keeping its ratio', () => {
    expect(fittedSize({ width: 16, height: 9 })).toEqual({ width: 71, height: 40 });
    expect(fittedSize({ width: 4, height: 1 })).toEqual({ width: 80, height: 20 });
    expect(fittedSize({ width: 135, height: 327 })).toEqual({ width: 17, height: 40 });
    expect(fittedSize({ width: 100, height: 1 })).toEqual({ width: 80, height: 8 });
  });

  it('shows a banner whole at its shape, not cut to a circle; other rows keep the round thumbnail', () => {
    render(<RowImage src="/media/b.webp" alt="Banner" shape={{ width: 4, height: 1 }} />);
    const banner = screen.getByRole('img', { name: 'Banner' });
    expect(banner.className).toContain('object-contain');
    expect(banner.className).not.toContain('rounded-full');
    expect(banner.getAttribute('width')).toBe('80');
    expect(banner.getAttribute('height')).toBe('20');
    cleanup();
    render(<RowImage src={null} alt="Banner" shape={{ width: 4, height: 1 }} />);
    const placeholder = screen.getByRole('img', { name: 'No image' });
    expect(placeholder.style.width).toBe('80px');
    expect(placeholder.className).not.toContain('rounded-full');
    cleanup();
    render(<RowImage src="/media/p.webp" alt="Post" />);
    expect(screen.getByRole('img', { name: 'Post' }).className).toContain('rounded-full object-cover');
    cleanup();
    render(<RowImage src="/media/n.webp" alt="Any" shape="natural" />);
    expect(screen.getByRole('img', { name: 'Any' }).className).toContain('w-auto');
  });
});
