import {
  alertSlotRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  inputRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  separatorRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { addRecipes } from './recipe-registry';

/**
 * The recipes of the Chakra components that only lazy chunks draw: every route but the home page,
 * the header's menus and side drawer, the toasts and the example report. Those modules import
 * this one first, so the recipes join the system (components/recipe-registry.ts) before their
 * components render, and the entry, which the home page's first screen needs, carries none of
 * them. The build imports each recipe as a module of its own (web/build/recipes-apart.ts), or
 * Rolldown would keep them in the entry. A new Chakra component drawn past the first screen gets
 * its recipe here.
 */
addRecipes({
  recipes: {
    checkmark: checkmarkRecipe,
    code: codeRecipe,
    input: inputRecipe,
    inputAddon: inputAddonRecipe,
    separator: separatorRecipe,
  },
  slotRecipes: {
    alert: alertSlotRecipe,
    card: cardSlotRecipe,
    checkbox: checkboxSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    emptyState: emptyStateSlotRecipe,
    field: fieldSlotRecipe,
    list: listSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    progress: progressSlotRecipe,
    table: tableSlotRecipe,
    toast: toastSlotRecipe,
    tooltip: tooltipSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    stat: statSlotRecipe,
    switch: switchSlotRecipe,
    tabs: tabsSlotRecipe,
    tag: tagSlotRecipe,
  },
});
