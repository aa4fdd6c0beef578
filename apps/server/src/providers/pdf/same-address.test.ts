import { describe, expect, it } from 'vitest';
import { parseAddress } from './parse-address.ts';
import { sameAddress } from './same-address.ts';

const same = (typed: string, doc: string) => sameAddress(parseAddress(typed), parseAddress(doc));

describe('sameAddress', () => {
  it.each([
    ['12 Oak St, Austin, TX 78701', '12 Oak Street, Austin, TX 78701'],
    ['12 oak street', '12 Oak Street, Austin, TX 78701'],
    ['1500 Bayshore Dr Unit 1804, Miami FL', '1500 Bayshore Drive #1804, Miami, FL 33131'],
    ['Austin, TX', '12 Oak Street, Austin, TX 78701'],
    ['12 N Main St, Boise, ID 83702-1234', '12 North Main Street, Boise, Idaho 83702'],
  ])('%s and %s are the same place', (typed, doc) => {
    expect(same(typed, doc)).toBe(true);
  });

  it.each([
    ['12 Oak St, Austin, TX 78701', '21 Oak Street, Austin, TX 78701'],
    ['12 Oak St, Austin, TX 78701', '12 Elm Street, Austin, TX 78701'],
    ['12 Oak St, Austin, TX 78701', '12 Oak Street, Dallas, TX 78701'],
    ['12 Oak St, Austin, TX 78702', '12 Oak Street, Austin, TX 78701'],
    ['1500 Bayshore Dr Unit 1804, Miami, FL', '1500 Bayshore Drive #1805, Miami, FL 33131'],
  ])('%s and %s are different places', (typed, doc) => {
    expect(same(typed, doc)).toBe(false);
  });
});
