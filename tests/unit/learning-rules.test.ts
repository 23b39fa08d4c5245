import { describe, expect, it } from 'vitest';
import { isRightPick } from '../../src/features/learning/learner-quiz';
import { questionNoParam } from '../../src/features/learning/question-no-param';
import { questionTheorySearch } from '../../src/features/learning/question-theory-search';
import { trafficSignSearch } from '../../src/features/learning/traffic-sign-search';
import {
  ANSWER_DUPLICATE_MESSAGE,
  ANSWERS_MAX_MESSAGE,
  ANSWERS_MIN_MESSAGE,
  NO_MESSAGE,
  QUESTION_NO_MESSAGE,
  SELECT_MULTIPLE_MESSAGE,
  SELECT_ONE_MESSAGE,
  SIGN_TYPE_MESSAGE,
  TYPES_MESSAGE,
  learningRequired,
  questionNoSchema,
  theoryQuestionSchema,
  trafficSignSchema,
} from '../../src/rules/learning';

const answers = (...list: [string, boolean][]) =>
  list.map(([content, correctAnswer], i) => ({ no: i + 1, content, correctAnswer }));
const valid = {
  content: 'Câu hỏi',
  no: 1,
  type: ['RULE_CONCEPTS'],
  answerType: 'SELECT_ONE',
  answers: answers(['A', true], ['B', false]),
};
const issue = (input: unknown) => {
  const r = theoryQuestionSchema.safeParse(input);
  if (r.success) return null;
  const first = r.error.issues[0];
  return { message: first?.message, path: first?.path.join('.') };
};

describe('theory question rules', () => {
  it('allows a well-formed question and fills the defaults', () => {
    const out = theoryQuestionSchema.parse({ ...valid, answers: answers(['  A ', true], ['B', false]) });
    expect(out).toMatchObject({ isActive: true, images: [], imageExplainAnswer: [], explainAnswer: null });
    expect(out.answers[0]?.content).toBe('A');
  });

  it('SELECT_ONE: exactly one correct', () => {
    expect(issue({ ...valid, answers: answers(['A', true], ['B', true]) })).toEqual({
      message: SELECT_ONE_MESSAGE,
      path: 'answers',
    });
    expect(issue({ ...valid, answers: answers(['A', false], ['B', false]) })?.message).toBe(
      SELECT_ONE_MESSAGE,
    );
    expect(issue(valid)).toBeNull();
  });

  it('SELECT_MULTIPLE: at least one correct', () => {
    const multiple = { ...valid, answerType: 'SELECT_MULTIPLE' };
    expect(issue({ ...multiple, answers: answers(['A', false], ['B', false]) })?.message).toBe(
      SELECT_MULTIPLE_MESSAGE,
    );
    expect(issue({ ...multiple, answers: answers(['A', true], ['B', true]) })).toBeNull();
  });

  it('needs two answers at least, eight at most, with different texts', () => {
    expect(issue({ ...valid, answers: answers(['A', true]) })?.message).toBe(ANSWERS_MIN_MESSAGE);
    const nine = Array.from({ length: 9 }, (_, i) => [`A${String(i)}`, i === 0] as [string, boolean]);
    expect(issue({ ...valid, answers: answers(...nine) })?.message).toBe(ANSWERS_MAX_MESSAGE);
    expect(issue({ ...valid, answers: answers(['Dừng lại', true], ['DỪNG  lại ', false]) })).toEqual({
      message: ANSWER_DUPLICATE_MESSAGE,
      path: 'answers.1.content',
    });
    // Composed and decomposed Vietnamese read the same.
    expect(
      issue({ ...valid, answers: answers(['Đúng', true], ['Đúng'.normalize('NFD'), false]) })?.message,
    ).toBe(ANSWER_DUPLICATE_MESSAGE);
  });

  it('needs content, a whole positive number and a type; numbers the answers in order', () => {
    expect(issue({ ...valid, content: '  ' })?.message).toBe(learningRequired('Content'));
    expect(issue({ ...valid, no: null })?.message).toBe(learningRequired('Number'));
    expect(issue({ ...valid, no: 0 })?.message).toBe(NO_MESSAGE);
    expect(issue({ ...valid, no: 1.5 })?.message).toBe(NO_MESSAGE);
    expect(issue({ ...valid, type: [] })?.message).toBe(TYPES_MESSAGE);
    const out = theoryQuestionSchema.parse({
      ...valid,
      answers: [
        { no: 7, content: 'A', correctAnswer: true },
        { no: 3, content: 'B', correctAnswer: false },
      ],
    });
    expect(out.answers.map((a) => a.no)).toEqual([1, 2]);
  });

  it('reads the delete id as a question number', () => {
    expect(questionNoSchema.parse({ no: ' 12 ' })).toEqual({ no: 12 });
    expect(questionNoSchema.safeParse({ no: 'twelve' }).error?.issues[0]?.message).toBe(QUESTION_NO_MESSAGE);
    expect(questionNoParam('12')).toBe(12);
    expect(questionNoParam('12a')).toBeUndefined();
  });
});

describe('traffic sign rules', () => {
  const sign = { title: 'Đường cấm', symbol: 'P.101', type: 'PROHIBITION' };
  it('needs a title, a symbol and one of the seven types', () => {
    expect(trafficSignSchema.parse(sign)).toMatchObject({ content: null, images: [] });
    expect(trafficSignSchema.safeParse({ ...sign, title: ' ' }).error?.issues[0]?.message).toBe(
      learningRequired('Title'),
    );
    expect(trafficSignSchema.safeParse({ ...sign, symbol: '' }).error?.issues[0]?.message).toBe(
      learningRequired('Symbol'),
    );
    expect(trafficSignSchema.safeParse({ ...sign, type: 'ROUND' }).error?.issues[0]?.message).toBe(
      SIGN_TYPE_MESSAGE,
    );
  });
});

describe('list URLs and the learner check', () => {
  it('keeps only known types in the URL', () => {
    expect(questionTheorySearch({ type: 'CRITICAL_POINTS', page: '2' })).toMatchObject({
      type: 'CRITICAL_POINTS',
      page: 2,
    });
    expect(questionTheorySearch({ type: 'CRITICAL_POINT' }).type).toBeUndefined();
    expect(trafficSignSearch({ type: 'HIGHWAY' }).type).toBe('HIGHWAY');
    expect(trafficSignSearch({ type: 'highway' }).type).toBeUndefined();
  });

  it('a pick is right only when it is exactly the correct set', () => {
    const choices = [
      { id: 'a', content: 'A', correct: true },
      { id: 'b', content: 'B', correct: true },
      { id: 'c', content: 'C', correct: false },
    ];
    expect(isRightPick(choices, new Set(['a', 'b']))).toBe(true);
    expect(isRightPick(choices, new Set(['a']))).toBe(false);
    expect(isRightPick(choices, new Set(['a', 'b', 'c']))).toBe(false);
  });
});
