import {
  commandIds,
  commands,
  type CommandArgs,
  type CommandId,
  type Shortcut,
} from '#client/features/editor/core/commands.ts';

/**
 * Key events to commands, from the shortcuts the commands declare: menus show the same shortcut
 * the keyboard runs. Ctrl and Cmd are the same modifier.
 */
export interface KeyInput {
  key: string;
  ctrl?: boolean;
  meta?: boolean;
  shift?: boolean;
  alt?: boolean;
}

export interface KeyBinding {
  command: CommandId;
  args: unknown;
}

// Shift turns some keys into others on common layouts.
const shifted: Record<string, string> = { '}': ']', '{': '[', _: '-' };

function normalise(key: string): string {
  const base = shifted[key] ?? key;
  return base.length === 1 ? base.toLowerCase() : base;
}

function matches(shortcut: Shortcut, event: KeyInput): boolean {
  const mod = Boolean(event.ctrl || event.meta);
  if (normalise(shortcut.key) !== normalise(event.key)) return false;
  if (Boolean(shortcut.mod) !== mod || Boolean(shortcut.alt) !== Boolean(event.alt)) return false;
  return shortcut.shift === 'any' || Boolean(shortcut.shift) === Boolean(event.shift);
}

export function bindingFor(event: KeyInput): KeyBinding | null {
  for (const id of commandIds) {
    for (const shortcut of commands[id].shortcuts ?? []) {
      if (matches(shortcut, event)) return { command: id, args: shortcut.args };
    }
  }
  return null;
}

/** The shortcut a menu shows for a command, e.g. 'Mod+Shift+Z' (the first one declared). */
export function shortcutLabel<K extends CommandId>(id: K, args?: CommandArgs[K]): string | null {
  const shortcut = (commands[id].shortcuts ?? []).find(
    (candidate) => args === undefined || JSON.stringify(candidate.args) === JSON.stringify(args),
  );
  if (!shortcut) return null;
  return [
    shortcut.mod ? 'Mod' : null,
    shortcut.shift === true ? 'Shift' : null,
    shortcut.alt ? 'Alt' : null,
    shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key,
  ]
    .filter(Boolean)
    .join('+');
}
