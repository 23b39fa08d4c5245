// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextFilter } from '../../src/components/data-table/list-controls';
import { SearchBox } from '../../src/components/data-table/search-box';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('SearchBox with a debounce (SPEC §2.13: posts, 1000 ms, no Enter)', () => {
  it('searches once typing pauses 1 s, with the last text', () => {
    const onSearch = vi.fn();
    render(<SearchBox value={undefined} onSearch={onSearch} placeholder="Search" debounceMs={1000} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    type(box, 'v');
    act(() => vi.advanceTimersByTime(500));
    type(box, 'vios');
    act(() => vi.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('vios');
  });

  it('sends nothing for text typed and taken back, and Enter applies at once', () => {
    const onSearch = vi.fn();
    render(<SearchBox value="vios" onSearch={onSearch} placeholder="Search" debounceMs={1000} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    type(box, 'vios2');
    type(box, 'vios ');
    act(() => vi.advanceTimersByTime(2000));
    expect(onSearch).not.toHaveBeenCalled();
    type(box, 'city');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('city');
    // The Enter took the waiting search's place: nothing more comes after the pause.
    act(() => vi.advanceTimersByTime(2000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('without a debounce, searches on Enter only', () => {
    const onSearch = vi.fn();
    render(<SearchBox value={undefined} onSearch={onSearch} placeholder="Search" />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    type(box, 'vios');
    act(() => vi.advanceTimersByTime(5000));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('vios');
  });
});

describe('TextFilter (the posts’ location)', () => {
  it('applies trimmed text after the pause, empty as none, and follows the URL', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <TextFilter label="Location" value={undefined} onChange={onChange} debounceMs={1000} />,
    );
    const box = screen.getByRole('textbox', { name: 'Location' });
    type(box, '  Hà Nội ');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenLastCalledWith('Hà Nội');
    rerender(<TextFilter label="Location" value="Hà Nội" onChange={onChange} debounceMs={1000} />);
    type(box, '');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    // Clear elsewhere empties the box.
    rerender(<TextFilter label="Location" value="Huế" onChange={onChange} debounceMs={1000} />);
    expect((box as HTMLInputElement).value).toBe('Huế');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
