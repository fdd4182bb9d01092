import { describe, expect, it } from 'vitest';
import { navigationConfigSchema } from './navigation-config.ts';

describe('navigation.modelPathRewrites', () => {
  it('defaults to none, and model kinds to those of the stock', () => {
    const config = navigationConfigSchema.parse({});
    expect(config.modelPathRewrites).toEqual([]);
    expect(config.modelVehicleKinds).toBeNull();
  });

  it('accepts a model slug with a same-site path', () => {
    const config = navigationConfigSchema.parse({
      modelPathRewrites: [{ model: 'ranger-phev', path: '/ranger-hybrid' }],
    });
    expect(config.modelPathRewrites).toEqual([{ model: 'ranger-phev', path: '/ranger-hybrid' }]);
  });

  it('refuses at load a path that leaves the site or is not a plain path, naming the field', () => {
    for (const path of ['//evil.test', 'https://evil.test', 'ranger', '/Ranger', '/a/', '/a?b=1']) {
      const result = navigationConfigSchema.safeParse({
        modelPathRewrites: [{ model: 'ranger-phev', path }],
      });
      expect(result.success, path).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['modelPathRewrites', 0, 'path']);
    }
  });

  it('refuses two rewrites of one model or two models on one path', () => {
    const twice = [
      { model: 'ranger-phev', path: '/a' },
      { model: 'ranger-phev', path: '/b' },
    ];
    const shared = [
      { model: 'ranger-phev', path: '/a' },
      { model: 'everest', path: '/a' },
    ];
    expect(navigationConfigSchema.safeParse({ modelPathRewrites: twice }).success).toBe(false);
    expect(navigationConfigSchema.safeParse({ modelPathRewrites: shared }).success).toBe(false);
  });

  it('refuses an unknown vehicle kind', () => {
    expect(navigationConfigSchema.safeParse({ modelVehicleKinds: ['boat'] }).success).toBe(false);
  });
});
