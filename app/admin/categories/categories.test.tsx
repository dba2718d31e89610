import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CategoryView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { adminPaths } from '../../lib/admin-paths';
import { fakeApi, renderScreen, signInAsAdmin } from '../shared/test-render';
import * as Categories from './categories';

function category(id: number, name: string, productCount = 0): CategoryView {
  return {
    id,
    name,
    slug: name.toLowerCase(),
    icon: null,
    icon_srcset: null,
    image: null,
    product_count: productCount,
  };
}

const PRINTERS = category(1, 'Printers', 3);

function openCategories(answers: Parameters<typeof fakeApi>[0] = {}) {
  signInAsAdmin();
  const sent = fakeApi({ 'GET /api/categories/': { body: [PRINTERS] }, ...answers });
  return { sent, ...renderScreen(Categories, { path: adminPaths.categories }) };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the categories list', () => {
  it('shows each category with its product count', async () => {
    openCategories();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(rowOf('Printers')).getByRole('cell', { name: '3 products' })).toBeTruthy();
    expect(within(rowOf('Printers')).getByRole('link', { name: 'Edit Printers' }).getAttribute('href')).toBe(
      adminPaths.editCategory(1),
    );
  });

  it('refuses an empty name in the browser with the server schema, beside the field, sending nothing', async () => {
    const { sent, user } = openCategories();
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));

    expect(await screen.findByText(`Name: ${messages.category.nameRequired}`)).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Category Name', description: messages.category.nameRequired }),
    ).toBeTruthy();
    expect(sent.map((request) => request.method)).toEqual(['GET']);
  });

  it("shows the server's refusal of the name beside the field", async () => {
    const { sent, user } = openCategories({
      'POST /api/categories/': {
        status: 400,
        body: { detail: `name: ${messages.category.nameTaken}`, name: [messages.category.nameTaken] },
      },
    });
    const name = await screen.findByRole('textbox', { name: 'Category Name' });
    await user.type(name, 'printers');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    expect(await screen.findByText(`Name: ${messages.category.nameTaken}`)).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Category Name', description: messages.category.nameTaken }),
    ).toBe(name);
    expect((await sent[1]?.formData())?.get('name')).toBe('printers');
    // Editing the name takes its message away.
    await user.type(name, 's');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('adds a category: the form clears and the list, loaded again, shows it', async () => {
    const { user } = openCategories({
      'POST /api/categories/': { status: 201, body: category(2, 'Scanners') },
    });
    const name = await screen.findByRole('textbox', { name: 'Category Name' });
    await user.type(name, 'Scanners');
    fakeApi({
      'GET /api/categories/': { body: [PRINTERS, category(2, 'Scanners')] },
      'POST /api/categories/': { status: 201, body: category(2, 'Scanners') },
    });
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    expect(await screen.findByText(messages.category.added)).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Scanners/ })).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('');
  });

  it('deletes a category once confirmed, and the list loaded again no longer has it', async () => {
    const { user } = openCategories();
    await user.click(await screen.findByRole('button', { name: 'Delete Printers' }));
    const dialog = await screen.findByRole('dialog');
    fakeApi({
      'GET /api/categories/': { body: [] },
      'DELETE /api/categories/1/': { status: 204, body: null },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(messages.category.deleted)).toBeTruthy();
    expect(await screen.findByText(messages.category.noneFound)).toBeTruthy();
  });
});
