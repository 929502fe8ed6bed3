/**
 * Whether a process with this pid runs on this machine. EPERM means it exists but belongs to
 * another user. Used to tell a dead writer's leftovers (a lock, a temporary file) from a live one's.
 */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
