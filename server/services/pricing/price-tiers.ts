import { asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db/client';
import { categories, customers, priceTiers, tierCategoryDiscounts } from '~/db/schema';
import { messages } from '~/domain/messages';
import type { PriceTiersInput } from '~/domain/pricing-schemas';
import type { PriceTierView } from '~/domain/views';
import { invalidAt, type PathIssue } from '../../errors';
import { recordActivity, type Actor } from '../activity/activity';

/** The owner's tiers in their order, each with its category percentages and how many customers are on it. */
export async function listPriceTiers(db: DbOrTx): Promise<PriceTierView[]> {
  const tiers = await db.select().from(priceTiers).orderBy(asc(priceTiers.position), asc(priceTiers.id));
  const discounts = await db
    .select({
      tierId: tierCategoryDiscounts.tierId,
      category: tierCategoryDiscounts.categoryId,
      categoryName: categories.name,
      percent: tierCategoryDiscounts.percent,
    })
    .from(tierCategoryDiscounts)
    .innerJoin(categories, eq(categories.id, tierCategoryDiscounts.categoryId))
    .orderBy(asc(categories.name));
  const customerCounts = await db
    .select({ tierId: customers.priceTierId, customers: count() })
    .from(customers)
    .groupBy(customers.priceTierId);
  return tiers.map((tier) => ({
    id: tier.id,
    name: tier.name,
    customer_count: customerCounts.find((row) => row.tierId === tier.id)?.customers ?? 0,
    category_discounts: discounts
      .filter((discount) => discount.tierId === tier.id)
      .map(({ category, categoryName, percent }) => ({ category, category_name: categoryName, percent })),
  }));
}

/** Ids the input names that the database does not hold, as problems at their paths. */
async function unknownReferences(tx: DbOrTx, input: PriceTiersInput): Promise<PathIssue[]> {
  const tierIds = input.tiers.flatMap((tier) => (tier.id === undefined ? [] : [tier.id]));
  const categoryIds = input.tiers.flatMap((tier) => tier.category_discounts.map((entry) => entry.category));
  const storedTiers = new Set(
    tierIds.length === 0
      ? []
      : (await tx.select({ id: priceTiers.id }).from(priceTiers).where(inArray(priceTiers.id, tierIds))).map(
          (row) => row.id,
        ),
  );
  const storedCategories = new Set(
    categoryIds.length === 0
      ? []
      : (
          await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds))
        ).map((row) => row.id),
  );
  return input.tiers.flatMap((tier, index) => [
    ...(tier.id !== undefined && !storedTiers.has(tier.id)
      ? [{ path: ['tiers', index, 'id'], message: messages.pricing.tierNotFound }]
      : []),
    ...tier.category_discounts.flatMap((entry, position) =>
      storedCategories.has(entry.category)
        ? []
        : [
            {
              path: ['tiers', index, 'category_discounts', position, 'category'],
              message: messages.category.notFound,
            },
          ],
    ),
  ]);
}

/**
 * Replaces the tiers with the list as given, in one transaction: kept tiers are renamed and reordered, new ones
 * made, missing ones removed (their customers buy at retail again), and each tier's category percentages are
 * the ones given. The history records the list before and after.
 */
export async function replacePriceTiers(
  db: Db,
  input: PriceTiersInput,
  actor: Actor,
  now: Date,
): Promise<PriceTierView[]> {
  return db.transaction(async (tx) => {
    const problems = await unknownReferences(tx, input);
    if (problems.length > 0) throw invalidAt(problems);
    const before = await listPriceTiers(tx);
    const keptIds = input.tiers.flatMap((tier) => (tier.id === undefined ? [] : [tier.id]));
    await tx.delete(priceTiers).where(keptIds.length === 0 ? undefined : notInArray(priceTiers.id, keptIds));
    // Names are unique: park the kept tiers under names no one can type (names are trimmed), so two tiers can swap names in one save.
    for (const id of keptIds) {
      await tx
        .update(priceTiers)
        .set({ name: `\t${id}` })
        .where(eq(priceTiers.id, id));
    }
    for (const [position, tier] of input.tiers.entries()) {
      const id =
        tier.id ??
        (
          await tx.insert(priceTiers).values({ name: tier.name, position }).returning({ id: priceTiers.id })
        )[0]!.id;
      if (tier.id !== undefined) {
        await tx.update(priceTiers).set({ name: tier.name, position }).where(eq(priceTiers.id, id));
      }
      await tx.delete(tierCategoryDiscounts).where(eq(tierCategoryDiscounts.tierId, id));
      if (tier.category_discounts.length > 0) {
        await tx.insert(tierCategoryDiscounts).values(
          tier.category_discounts.map((entry) => ({
            tierId: id,
            categoryId: entry.category,
            percent: entry.percent,
          })),
        );
      }
    }
    const after = await listPriceTiers(tx);
    const summary = (tiers: PriceTierView[]) =>
      tiers
        .map(
          (tier) =>
            `${tier.name}${tier.category_discounts.map((entry) => ` · ${entry.category_name} ${entry.percent}%`).join('')}`,
        )
        .join('; ') || 'None';
    const [from, to] = [summary(before), summary(after)];
    if (from !== to) {
      await recordActivity(tx, actor, now, {
        entityType: 'pricing',
        entityId: null,
        entityLabel: 'Price tiers',
        action: 'updated',
        changes: { tiers: { from, to } },
      });
    }
    return after;
  });
}
