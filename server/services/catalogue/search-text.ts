import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/db/client';

/**
 * Rebuilds the denormalised `search_text` and `search_title` of the products matching `where` (a condition on
 * alias `p`). The text holds the words people search by (name, brand, category, features, description, laptop
 * specs) plus a "compact" copy of name and specs with punctuation and spaces removed, so "i5 12400" finds
 * "i5-12400"; the title holds name, brand and category, where typos are looked for. Call it in the same
 * transaction as any change to a product or to a category's name.
 */
export async function refreshSearchText(db: DbOrTx, where: SQL): Promise<void> {
  await db.execute(sql`
    UPDATE products AS p
    SET search_title = lower(concat_ws(' ', p.name, p.brand, c.name)),
      search_text = lower(concat_ws(' ',
      p.name, p.brand, c.name, p.key_features, p.description,
      p.processor, p.ram_size, p.storage_type, p.storage_capacity, p.screen_size, p.operating_system,
      regexp_replace(concat_ws('', p.name, ' ', p.processor), '[^[:alnum:]]+', '', 'g')
    ))
    FROM products AS p2
    LEFT JOIN categories AS c ON c.id = p2.category_id
    WHERE p2.id = p.id AND (${where})
  `);
}
