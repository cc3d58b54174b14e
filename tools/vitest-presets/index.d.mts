import type { UserConfig } from 'vitest/config';

type TestOptions = NonNullable<UserConfig['test']>;

export function baseProject(dir: string, test?: TestOptions, extra?: UserConfig): UserConfig;
export function coreProject(dir: string, test?: TestOptions): UserConfig;
export function uiProject(dir: string, test?: TestOptions): UserConfig;
