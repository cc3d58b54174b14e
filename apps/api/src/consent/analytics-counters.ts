import type { AnalyticsCounter } from '@bet/contract';

/**
 * The demo counters the sandbox serves (spec 01 §3 "analytics counters by type (ids 1-11)").
 * The spec names no counters, so every type id gets one whose id says where it came from: the
 * client can show and test the install without any third-party script.
 */
export function demoAnalyticsCounters(domain: string, projectId: number): AnalyticsCounter[] {
  return Array.from({ length: 11 }, (_, index) => ({
    typeId: index + 1,
    counterId: `${domain}-${projectId}-${index + 1}`,
  }));
}
