import { nextTurn } from '../shared/next-turn.ts';

// Imported first by main.tsx: evaluating the store's start is two tasks, not one long one on a slow phone. The bundler
// orders a chunk's modules by every entry that reaches them, so what comes after this await is the code only the start
// uses (measured at 4× slower CPU: one 155 ms task became 57 + 90 ms).
await nextTurn();
