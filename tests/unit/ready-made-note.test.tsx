// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import {
  noteLanguageOf,
  NoteLanguageField,
  useReadyMadeNote,
  type NoteLanguage,
  type ReadyMadeNote,
} from '../../src/components/form/ready-made-note';

afterEach(cleanup);

const NOTES: Record<'a' | 'b', ReadyMadeNote> = {
  a: { vi: 'Lý do A', en: 'Reason A' },
  b: { vi: 'Lý do B', en: 'Reason B' },
};
const ALL = Object.values(NOTES);

function Note(props: { initialLanguage: NoteLanguage }) {
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const [picked, setPicked] = useState<'a' | 'b' | undefined>();
  const [language, setLanguage] = useState(props.initialLanguage);
  useReadyMadeNote(form, 'note', picked ? NOTES[picked] : undefined, language, ALL);
  return (
    <div>
      <button onClick={() => setPicked('a')}>pick a</button>
      <button onClick={() => setPicked('b')}>pick b</button>
      <NoteLanguageField id="lang" value={language} onChange={setLanguage} />
      <textarea aria-label="Note" {...form.register('note')} />
    </div>
  );
}

const note = () => screen.getByLabelText<HTMLTextAreaElement>('Note');

describe('useReadyMadeNote (post reject reasons, transfer reject templates)', () => {
  it('fills the picked note in the chosen language and follows a new pick or language', () => {
    render(<Note initialLanguage="vi" />);
    expect(note().value).toBe('');
    act(() => fireEvent.click(screen.getByText('pick a')));
    expect(note().value).toBe('Lý do A');
    act(() => fireEvent.click(screen.getByText('pick b')));
    expect(note().value).toBe('Lý do B');
    act(() => fireEvent.change(screen.getByLabelText('Note language'), { target: { value: 'en' } }));
    expect(note().value).toBe('Reason B');
  });

  it('never overwrites what the admin wrote', () => {
    render(<Note initialLanguage="en" />);
    act(() => fireEvent.click(screen.getByText('pick a')));
    expect(note().value).toBe('Reason A');
    act(() => fireEvent.change(note(), { target: { value: 'Reason A, and the receipt is blurred' } }));
    act(() => fireEvent.click(screen.getByText('pick b')));
    act(() => fireEvent.change(screen.getByLabelText('Note language'), { target: { value: 'vi' } }));
    expect(note().value).toBe('Reason A, and the receipt is blurred');
  });

  it("reads the member's app language, Vietnamese when unknown", () => {
    expect(noteLanguageOf('EN')).toBe('en');
    expect(noteLanguageOf('VI')).toBe('vi');
    expect(noteLanguageOf(null)).toBe('vi');
  });
});
