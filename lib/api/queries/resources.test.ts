import { describe, expect, it } from 'vitest';
import { menu } from '@/lib/contract/resource-calls';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { menus } from '@/tests/mocks/data';
import { makeQueryClient } from '../query-client';
import { menusQuery } from './resources';

const api = startMockApi();

describe('menusQuery', () => {
  it('reads the menus with the POST the API takes', async () => {
    await expect(makeQueryClient().fetchQuery(menusQuery())).resolves.toEqual(menus);
    expect(api.calls(menu.path).map((r) => r.method)).toEqual(['POST']);
  });
});
