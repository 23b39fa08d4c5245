import {
  useAdminCreateQuestionSimulationGroupMutation,
  useAdminCreateQuestionSimulationMutation,
  useAdminDeleteQuestionSimulationGroupMutation,
  useAdminDeleteQuestionSimulationMutation,
  useAdminEditQuestionSimulationGroupMutation,
  useAdminEditQuestionSimulationMutation,
} from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

export const QUESTION_SIMULATION_LIST = '/learning-driving/question-simulation';
export const QUESTION_SIMULATION_GROUP_LIST = '/learning-driving/question-simulation-group';

// Everything that shows simulation questions (the group pages show them too) and groups.
const question = recordActions(['AdminListQuestionSimulation', 'SimulationQuestionChoices']);
const group = recordActions(['AdminListQuestionSimulationGroup']);

export const useDeleteSimulation = question(
  useAdminDeleteQuestionSimulationMutation,
  'Simulation question deleted',
);
export const useCreateSimulation = question(
  useAdminCreateQuestionSimulationMutation,
  'Simulation question created',
  {
    fieldErrors: true,
  },
);
export const useEditSimulation = question(
  useAdminEditQuestionSimulationMutation,
  'Simulation question updated',
  {
    fieldErrors: true,
    also: ['AdminGetQuestionSimulationDetail', 'AdminGetQuestionSimulationGroupDetail'],
  },
);
export const useDeleteGroup = group(
  useAdminDeleteQuestionSimulationGroupMutation,
  'Simulation group deleted',
);
export const useCreateGroup = group(
  useAdminCreateQuestionSimulationGroupMutation,
  'Simulation group created',
  {
    fieldErrors: true,
  },
);
export const useEditGroup = group(useAdminEditQuestionSimulationGroupMutation, 'Simulation group updated', {
  fieldErrors: true,
  also: ['AdminGetQuestionSimulationGroupDetail'],
});
