/**
 * The open modals, bottom to top. Module-level so that every Modal, wherever it is mounted, agrees on which
 * one is on top: only that one reacts to Escape.
 */
const stack: symbol[] = [];

export function pushModal(id: symbol): void {
  stack.push(id);
}

export function removeModal(id: symbol): void {
  const index = stack.indexOf(id);
  if (index >= 0) stack.splice(index, 1);
}

export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}
