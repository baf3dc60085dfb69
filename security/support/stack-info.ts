import { inject } from 'vitest';

/** A secret of the suite's own, so cases can forge tokens signed with the right and wrong keys. */
export const JWT_SECRET = 'security-suite-secret-at-least-32-characters-long';

export interface StackInfo {
  backendUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  shellUrl: string;
  /** mf_housing → its origin, and so on. */
  remoteUrls: Record<string, string>;
  workDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/** The running stack, inside a test file. */
export const stack = (): StackInfo => inject('stack');
