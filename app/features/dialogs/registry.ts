import type { ComponentType } from "react";
import type { DialogItem } from "./stack";

/** What renders one dialog of the stack: its item, and how to close it. */
export type DialogRenderer = ComponentType<{ item: DialogItem; close: () => void }>;

const renderers = new Map<string, DialogRenderer>();

/**
 * Dialogs whose code loads only where needed (a lazily imported module) register their renderer here before
 * they put an item on the stack; the root's dialog host renders any registered component.
 */
export function registerDialog(component: string, renderer: DialogRenderer) {
  renderers.set(component, renderer);
}

export function dialogRenderer(component: string): DialogRenderer | undefined {
  return renderers.get(component);
}
