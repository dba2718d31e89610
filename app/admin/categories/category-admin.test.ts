import { describe, expect, it } from 'vitest';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { addCategoryFailure, deleteCategoryConsequence, updateCategoryFailure } from './category-admin';
import { withReason } from '../shared/failure-reason';

describe('addCategoryFailure', () => {
  it('gives "Name: ..." and "Icon: ..." from the field errors', () => {
    expect(addCategoryFailure({ detail: 'x', name: [messages.category.nameTaken] })).toBe(
      `Name: ${messages.category.nameTaken}`,
    );
    expect(addCategoryFailure({ detail: 'x', icon: [messages.image.unsupported] })).toBe(
      `Icon: ${messages.image.unsupported}`,
    );
  });

  it('falls back to the spec sentence, with the server reason when there is one', () => {
    expect(addCategoryFailure(null)).toBe(messages.category.addFailed);
    expect(addCategoryFailure({ detail: messages.auth.permissionDenied })).toBe(
      `${messages.category.addFailed}\n${messages.auth.permissionDenied}`,
    );
  });
});

describe('updateCategoryFailure', () => {
  it('prefers a plain string, then the name error, then the detail', () => {
    expect(updateCategoryFailure('Nope')).toBe('Nope');
    expect(updateCategoryFailure({ detail: 'name: taken', name: ['taken'] })).toBe('taken');
    expect(updateCategoryFailure({ detail: messages.category.notFound })).toBe(messages.category.notFound);
    expect(updateCategoryFailure(undefined)).toBe(messages.category.updateFailed);
    expect(updateCategoryFailure('<html>')).toBe(messages.category.updateFailed);
  });
});

describe('withReason and deleteCategoryConsequence', () => {
  it('adds a different server reason only', () => {
    expect(withReason('Failed.', { detail: 'Failed.' })).toBe('Failed.');
    expect(withReason('Failed.', { detail: 'Gone.' })).toBe('Failed.\nGone.');
  });

  it('says what happens to the products', () => {
    expect(deleteCategoryConsequence(0)).toBe(adminMessages.categoriesStaff.categoryNoProducts);
    expect(deleteCategoryConsequence(1)).toContain('1 product stays');
    expect(deleteCategoryConsequence(3)).toContain('3 products stay');
  });
});
