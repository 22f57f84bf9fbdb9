import { cacheLifetimes } from './swr';
import { useApi } from './use-api';

/**
 * The signed-in user (GET /user) and their package (GET /user-package), user data in the SWR
 * sense (spec 01 §9: fresh 5 min). Nothing is asked for while signed out; the keys are shared by
 * the header, the mobile menu, the analyzer, the pricing page and the premium guard, so one
 * request serves them all.
 */
export const useUser = () => useApi('getUser', {}, cacheLifetimes.user);

export const useUserPackage = () => useApi('getUserPackage', {}, cacheLifetimes.user);
