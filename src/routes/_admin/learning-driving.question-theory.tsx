import { createFileRoute } from '@tanstack/react-router';
import { QuestionTheoryScreen } from '@/features/learning/question-theory-screen';
import { questionTheorySearch } from '@/features/learning/question-theory-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/learning-driving/question-theory')({
  staticData: {
    title: 'Question Theory',
    menu: {
      group: 'learning-driving',
      order: 3,
      permission: LIST_PERMISSIONS['/learning-driving/question-theory'],
    },
  },
  validateSearch: questionTheorySearch,
  component: QuestionTheoryScreen,
});
