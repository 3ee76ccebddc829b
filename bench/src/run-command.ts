import { spawn } from 'node:child_process';
import { repoRoot } from './paths';

/** Runs a command to completion, its output shown as it comes (seeding takes minutes). */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, quiet = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!quiet) process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}
