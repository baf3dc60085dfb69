export declare const unividaMailEnv: {
  MAIL_TEMPLATES_PATH: string;
  SMTP_SENDER: string;
  SMTP_SENDER_NAME: string;
};
export declare function startBackend(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<{ url: string; anonKey: string; pid: number | undefined; stop(): Promise<void> }>;
