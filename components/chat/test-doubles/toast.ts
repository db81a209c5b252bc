import { vi } from 'vitest';

/** Stands in for `@/components/app/toast`: `vi.mock('@/components/app/toast', () => import('@/components/chat/test-doubles/toast'))`. */
export const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() });
