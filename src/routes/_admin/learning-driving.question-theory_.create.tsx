import { createFileRoute } from '@tanstack/react-router';
import { CreateQuestionTheoryScreen } from '@/features/learning/question-theory-form-screen';

export const Route = createFileRoute('/_admin/learning-driving/question-theory_/create')({
  staticData: { title: 'Create Question Theory' },
  component: CreateQuestionTheoryScreen,
});
