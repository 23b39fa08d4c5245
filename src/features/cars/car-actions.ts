import { useAdminCreateCarMutation, useAdminEditCarMutation, useDeleteCarMutation } from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

export const CAR_LIST = '/car-list';

const car = recordActions(['AdminCarList', 'AdminGetCarDetail']);

export const useDeleteCar = car(useDeleteCarMutation, 'Car deleted');
export const useCreateCar = car(useAdminCreateCarMutation, 'Car created', { fieldErrors: true });
export const useEditCar = car(useAdminEditCarMutation, 'Car updated', { fieldErrors: true });
