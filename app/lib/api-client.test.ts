import { describe, expect, it } from 'vitest';
import { formData } from './api-client';

describe('formData', () => {
  it('sends a typed body as a form: files as they are, other values as text, null as a cleared field', () => {
    const icon = new File([new Uint8Array([1, 2, 3])], 'icon.png', { type: 'image/png' });
    const form = formData({
      name: 'Laptops',
      icon,
      stock: 12,
      hidden: false,
      category: null,
      version: undefined,
    });
    expect([...form.keys()]).toEqual(['name', 'icon', 'stock', 'hidden', 'category']);
    expect(form.get('name')).toBe('Laptops');
    expect((form.get('icon') as File).name).toBe('icon.png');
    expect(form.get('stock')).toBe('12');
    expect(form.get('hidden')).toBe('false');
    expect(form.get('category')).toBe('');
  });
});
