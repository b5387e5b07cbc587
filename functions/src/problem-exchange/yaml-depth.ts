/** Nesting past this is refused: Hydro's files need three or four levels. */
export const MAX_YAML_DEPTH = 64;
/** Two spaces a level. */
const MAX_INDENT = 2 * MAX_YAML_DEPTH;

/**
 * Whether a YAML text nests deeper than MAX_YAML_DEPTH, by flow brackets or by indentation, checked before parsing:
 * the parser recurses per level, and a file of a few thousand levels holds the event loop for a second before it
 * fails. Brackets are counted even inside quotes, so a bracket in a text counts too (never past the limit in a real file).
 */
export function nestsTooDeep(text: string): boolean {
  let depth = 0;
  for (const line of text.split('\n')) {
    if (line.length - line.trimStart().length > MAX_INDENT) return true;
    for (const char of line) {
      if (char === '[' || char === '{') depth++;
      else if ((char === ']' || char === '}') && depth > 0) depth--;
      if (depth > MAX_YAML_DEPTH) return true;
    }
  }
  return false;
}
