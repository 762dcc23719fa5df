/**
 * CPU seconds used by the calling thread (Linux /proc/thread-self/stat, utime + stime), or null
 * elsewhere. The seed reports it per thread because wall-clock rates on a shared, busy machine
 * say little: the writer's and the generator's CPU time show what an idle machine would reach.
 */
import fs from "node:fs";

/** Linux reports these times in USER_HZ ticks, which is 100 on every mainstream build. */
const TICKS_PER_SECOND = 100;

export function threadCpuSeconds(): number | null {
  try {
    const stat = fs.readFileSync("/proc/thread-self/stat", "utf8");
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
