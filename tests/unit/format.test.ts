import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatRelative,
  maskCep,
  maskCpf,
  maskCpfHidden,
  maskPhone,
  onlyDigits,
  whatsappLink,
} from '../../web/lib/format';

describe('formatMoney (cents → pt-BR reais)', () => {
  it.each([
    [123456, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [1990, 'R$ 19,90'],
    [12990, 'R$ 129,90'],
    [7192, 'R$ 71,92'],
    [123456789, 'R$ 1.234.567,89'],
  ])('%i → %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('uses a plain space, never the no-break space Intl emits', () => {
    expect(formatMoney(100)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('shows refunds and discounts with a minus sign', () => {
    expect(formatMoney(-1798)).toMatch(/^-\s?R\$ 17,98$/);
  });
});

describe('dates in America/Sao_Paulo', () => {
  it('shows the Brazilian calendar day, not the UTC one', () => {
    // 02:00 UTC on the 23rd is still 23:00 on the 22nd in São Paulo (UTC−3).
    expect(formatDate('2026-11-23T02:00:00Z')).toBe('22/11/2026');
    expect(formatDate(new Date('2026-11-23T03:00:00Z'))).toBe('23/11/2026');
    expect(formatDate(Date.UTC(2024, 0, 5, 12))).toBe('05/01/2024');
  });

  it('shows date and time on the 24-hour clock', () => {
    expect(formatDateTime('2026-11-23T15:04:00Z')).toBe('23/11/2026, 12:04');
    expect(formatDateTime('2026-01-01T02:59:00Z')).toBe('31/12/2025, 23:59');
  });

  it('has no daylight saving time any more (abolished in 2019)', () => {
    expect(formatDateTime('2026-01-15T12:00:00Z')).toBe('15/01/2026, 09:00');
    expect(formatDateTime('2026-07-15T12:00:00Z')).toBe('15/07/2026, 09:00');
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T11:59:30Z', 'há 30 segundos'],
    ['2026-11-23T11:55:00Z', 'há 5 minutos'],
    ['2026-11-23T09:00:00Z', 'há 3 horas'],
    ['2026-11-22T12:00:00Z', 'ontem'],
    ['2026-11-20T12:00:00Z', 'há 3 dias'],
    ['2026-11-24T12:00:00Z', 'amanhã'],
  ])('%s → %s', (when, text) => {
    expect(formatRelative(when, now)).toBe(text);
  });
});

describe('masks while typing', () => {
  it.each([
    ['', ''],
    ['123', '123'],
    ['1234', '123.4'],
    ['1234567', '123.456.7'],
    ['123456789', '123.456.789'],
    ['1234567890', '123.456.789-0'],
    ['12345678909', '123.456.789-09'],
    ['123.456.789-09', '123.456.789-09'],
    ['12345678909999', '123.456.789-09'],
    ['abc123def456', '123.456'],
  ])('CPF %j → %j', (input, masked) => {
    expect(maskCpf(input)).toBe(masked);
  });

  it.each([
    ['', ''],
    ['1', '+55 (1'],
    ['11', '+55 (11'],
    ['119', '+55 (11) 9'],
    ['11999', '+55 (11) 999'],
    ['1133334444', '+55 (11) 3333-4444'],
    ['11999998888', '+55 (11) 99999-8888'],
    ['5511999998888', '+55 (11) 99999-8888'],
    ['+55 (11) 99999-8888', '+55 (11) 99999-8888'],
    ['(21) 98888-7777', '+55 (21) 98888-7777'],
  ])('phone %j → %j', (input, masked) => {
    expect(maskPhone(input)).toBe(masked);
  });

  it('keeps the area code when a number is typed digit by digit into the masked field', () => {
    let value = '';
    for (const digit of '11999998888') value = maskPhone(value + digit);
    expect(value).toBe('+55 (11) 99999-8888');
  });

  it('takes a country code typed or pasted into the masked field as the country code, not the area code', () => {
    let value = '';
    for (const digit of '5511999998888') value = maskPhone(value + digit);
    expect(value).toBe('+55 (11) 99999-8888');
    expect(maskPhone('+55 5511999998888')).toBe('+55 (11) 99999-8888');
    expect(maskPhone('+55 (55) 99999-8888')).toBe('+55 (55) 99999-8888');
  });

  it.each([
    ['', ''],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310100', '01310-100'],
    ['01310-100', '01310-100'],
    ['013101009', '01310-100'],
  ])('CEP %j → %j', (input, masked) => {
    expect(maskCep(input)).toBe(masked);
  });
});

describe('CPF in lists', () => {
  it('shows only the middle digits', () => {
    expect(maskCpfHidden('12345678909')).toBe('***.456.789-**');
    expect(maskCpfHidden('123.456.789-09')).toBe('***.456.789-**');
  });
});

describe('digits and WhatsApp links', () => {
  it('keeps only digits', () => {
    expect(onlyDigits('+55 (11) 99999-8888')).toBe('5511999998888');
  });

  it('opens a WhatsApp chat with the 55 prefix exactly once', () => {
    expect(whatsappLink('(11) 99999-8888')).toBe('https://wa.me/5511999998888');
    expect(whatsappLink('+55 11 99999-8888')).toBe('https://wa.me/5511999998888');
  });
});
