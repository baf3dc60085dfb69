export interface App {
  name: string;
  dir: string;
  pkg: string;
  port: number;
}
export interface RemoteApp extends App {
  name: 'mf_university' | 'mf_housing' | 'mf_social' | 'mf_account' | 'mf_admin';
}
export declare const remotes: RemoteApp[];
export declare const shell: App;
export declare const backendPort: number;
export declare function portEnvVar(name: string): string;
export declare function appPort(name: string, env?: NodeJS.ProcessEnv): number;
export declare function portsFrom(
  base: number,
  supabase: number,
): Record<'supabase' | 'shell' | RemoteApp['name'], number>;
