import type { AdminCreateUserInput, AdminEditUserInput, MemberFormValuesFragment } from '@/gql/graphql';
import type { CreateMemberInput, MemberFormValues } from '@/rules/member-form';

export const EMPTY_MEMBER_FORM: MemberFormValues = {
  email: '',
  prefixPhone: '84',
  phone: '',
  firstName: '',
  lastName: '',
  username: '',
  storeName: '',
  dob: '',
  avatar: '',
  cityId: '',
  language: 'VI',
  password: '',
};

/** The stored member as form fields ('' for nothing; dob as its calendar day). */
export function memberToForm(m: MemberFormValuesFragment): MemberFormValues {
  return {
    ...EMPTY_MEMBER_FORM,
    email: m.email ?? '',
    prefixPhone: m.prefixPhone === '86' ? '86' : '84',
    phone: m.phone ?? '',
    firstName: m.firstName ?? '',
    lastName: m.lastName ?? '',
    username: m.username ?? '',
    storeName: m.storeName ?? '',
    dob: m.dob ? m.dob.slice(0, 10) : '',
    avatar: m.avatar ?? '',
    cityId: m.metadata?.cityId ?? '',
    language: m.metadata?.language ?? 'VI',
  };
}

/** Parsed form values as adminCreateUser's input; null fields are simply not set. */
export function toCreateInput(v: CreateMemberInput): AdminCreateUserInput {
  return {
    email: v.email,
    prefixPhone: v.prefixPhone,
    phone: v.phone,
    firstName: v.firstName,
    lastName: v.lastName,
    username: v.username,
    storeName: v.storeName,
    dob: v.dob,
    avatar: v.avatar,
    cityId: v.cityId,
    language: v.language,
    password: v.password,
  };
}

/**
 * The edit form sends every field it shows: null clears a stored value. The country follows the
 * province on the server, so it is not sent.
 */
export function toEditInput(v: CreateMemberInput): AdminEditUserInput {
  const { password: _unused, ...rest } = toCreateInput(v);
  return { ...rest, language: v.language ?? undefined };
}
