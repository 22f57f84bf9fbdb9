/** One loader for the language and theme menus, so the second starts ready once the first loaded. */
export const loadChoiceMenu = () => import('./choice-menu');
