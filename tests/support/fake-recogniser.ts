import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Settings for offline speech recognition that do not depend on what this machine has installed:
 * `installed` points at a stand-in program and model folder, `missingProgram` and `missingModel` at
 * paths that do not exist.
 */
export function recogniserSettings() {
  const dir = mkdtempSync(path.join(tmpdir(), 'solace-recogniser-'));
  const program = path.join(dir, 'pocketsphinx_continuous');
  writeFileSync(program, '#!/bin/sh\nexit 1\n');
  chmodSync(program, 0o755);
  const modelDir = path.join(dir, 'model', 'en-us');
  mkdirSync(modelDir, { recursive: true });
  const missing = path.join(dir, 'not-installed');
  return {
    installed: { POCKETSPHINX_PROGRAM: program, POCKETSPHINX_MODEL_DIR: modelDir },
    missingProgram: { POCKETSPHINX_PROGRAM: path.join(missing, 'pocketsphinx_continuous'), POCKETSPHINX_MODEL_DIR: modelDir },
    missingModel: { POCKETSPHINX_PROGRAM: program, POCKETSPHINX_MODEL_DIR: path.join(missing, 'en-us') },
  };
}
