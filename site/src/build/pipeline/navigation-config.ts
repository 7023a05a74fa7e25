import { z } from 'zod';

/**
 * The navigation config file (content/navigation.json): the spec's "Navigation config" entity —
 * categories keyed by name, each with a title, an order and an ordered list of page names.
 */
export const navigationConfigSchema = z.strictObject({
  categories: z.record(
    z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'category keys are lowercase words joined by dashes'),
    z.strictObject({
      /** Shown in the navigation. @defaultValue the key with every dash replaced by a space */
      title: z.string().trim().min(1).optional(),
      /** Categories are sorted by ascending order; categories without one come last. */
      order: z.number().finite().optional(),
      /** Page names ("quick-start") of this category's folder, in reading order. */
      items: z.array(z.string().min(1)).min(1, 'a category needs at least one item'),
    }),
  ),
});

export type NavigationConfig = z.infer<typeof navigationConfigSchema>;
