import type { DialogKind } from "~/ui/dialog";

/**
 * The dialog stack of spec §2: kinds popup, confirm and curtain; stacked, with a queue; only the topmost
 * dialog of each kind is visible; a dialog flagged preventClose closes only when forced. Pure functions over
 * an immutable state, so the rules are unit-tested apart from React and jotai.
 */

export interface DialogItem<Props = Record<string, unknown>> {
  id: string;
  kind: DialogKind;
  /** Which dialog to render (a key of the dialog registry). */
  component: string;
  props?: Props;
  preventClose?: boolean;
}

export interface DialogState {
  stack: DialogItem[];
  queue: DialogItem[];
}

export const emptyDialogs: DialogState = { stack: [], queue: [] };

export function openDialog(state: DialogState, item: DialogItem): DialogState {
  if (state.stack.some((open) => open.id === item.id)) return state;
  return { ...state, stack: [...state.stack, item] };
}

/** Queued dialogs wait until no dialog is open, then open one at a time in order. */
export function enqueueDialog(state: DialogState, item: DialogItem): DialogState {
  if (state.stack.some((open) => open.id === item.id) || state.queue.some((queued) => queued.id === item.id)) return state;
  return promote({ ...state, queue: [...state.queue, item] });
}

export function closeDialog(state: DialogState, id: string, options: { force?: boolean } = {}): DialogState {
  const item = state.stack.find((open) => open.id === id);
  if (!item || (item.preventClose && !options.force)) return state;
  return promote({ ...state, stack: state.stack.filter((open) => open.id !== id) });
}

export function closeAllDialogs(state: DialogState, options: { force?: boolean } = {}): DialogState {
  const kept = state.stack.filter((item) => item.preventClose && !options.force);
  return promote({ stack: kept, queue: options.force ? [] : state.queue });
}

function promote(state: DialogState): DialogState {
  if (state.stack.length || !state.queue.length) return state;
  const [next, ...rest] = state.queue;
  return { stack: [next!], queue: rest };
}

/** The topmost dialog of each kind: the ones on screen. */
export function visibleDialogs(state: DialogState): DialogItem[] {
  const seen = new Set<DialogKind>();
  const visible: DialogItem[] = [];
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const item = state.stack[i]!;
    if (seen.has(item.kind)) continue;
    seen.add(item.kind);
    visible.unshift(item);
  }
  return visible;
}

/**
 * One thing at a time on the screen (issue 29 item 11): while a popup or a confirm is open or waiting in the queue,
 * the toasts and the analytics banner wait (they show once it is closed). The side menu (a curtain the player opened)
 * holds nothing back.
 */
export function holdsNotices(state: DialogState): boolean {
  return [...state.stack, ...state.queue].some((item) => item.kind !== "curtain");
}

/** Page scroll stays locked until every dialog is closed. */
export function isScrollLocked(state: DialogState): boolean {
  return state.stack.length > 0;
}
