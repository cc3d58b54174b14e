import type { PaymentKind, PaymentMethod } from '@bet/contract';

/**
 * The methods the sandbox offers, with their bounds per currency in minor units (spec 01 §2
 * recharge, deduce: "min/max per method and currency"; the figures are ours, README "Payments").
 * Both go through the payment provider's card page; a currency missing from a method's table is
 * not offered by it.
 */
interface MethodDefinition {
  id: string;
  kinds: readonly PaymentKind[];
  limits: Record<string, { deposit?: [number, number]; withdrawal?: [number, number] }>;
}

const METHODS: readonly MethodDefinition[] = [
  {
    id: 'card',
    kinds: ['deposit', 'withdrawal'],
    limits: {
      RUB: { deposit: [10_000, 50_000_000], withdrawal: [50_000, 30_000_000] },
      KZT: { deposit: [50_000, 250_000_000], withdrawal: [200_000, 150_000_000] },
      USD: { deposit: [100, 500_000], withdrawal: [1_000, 300_000] },
      EUR: { deposit: [100, 500_000], withdrawal: [1_000, 300_000] },
      BYN: { deposit: [300, 1_500_000], withdrawal: [3_000, 900_000] },
    },
  },
  {
    // A fast-payment wallet: deposits only, smaller bounds.
    id: 'wallet',
    kinds: ['deposit'],
    limits: {
      RUB: { deposit: [5_000, 1_500_000] },
      KZT: { deposit: [25_000, 7_500_000] },
    },
  },
];

/** The methods offered for a currency and a direction, with their bounds. */
export function methodsFor(currencyIso: string, kind: PaymentKind): PaymentMethod[] {
  return METHODS.flatMap((method) => {
    const bounds = method.kinds.includes(kind) ? method.limits[currencyIso]?.[kind] : undefined;
    return bounds ? [{ id: method.id, nameKey: `payment_method_${method.id}`, min: bounds[0], max: bounds[1] }] : [];
  });
}

export function findMethod(methodId: string, currencyIso: string, kind: PaymentKind): PaymentMethod | undefined {
  return methodsFor(currencyIso, kind).find((method) => method.id === methodId);
}
