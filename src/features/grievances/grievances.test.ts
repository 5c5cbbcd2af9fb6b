import { describe, expect, it } from 'vitest';
import { kindOfGrievance, reportPrefill } from './grievances';

describe('a grievance about content', () => {
  it("runs on the IT Rules' content clocks for a review, a photo and a question; on the consumer ones otherwise", () => {
    expect(['review', 'photo', 'question'].map((about) => kindOfGrievance(about as 'review'))).toEqual(['content', 'content', 'content']);
    expect(kindOfGrievance('booking')).toBe('consumer');
    expect(kindOfGrievance('data')).toBe('consumer');
  });
});

describe('reportPrefill (a "Report" link filling in the form)', () => {
  it('fills in a known topic and a web address', () => {
    expect(reportPrefill('?about=photo&url=https%3A%2F%2Fseva.in%2Fuploads%2Fa.webp')).toEqual({
      about: 'photo',
      url: 'https://seva.in/uploads/a.webp',
    });
    expect(reportPrefill('?about=question&url=https://seva.in/details/x%23question-4')).toEqual({
      about: 'question',
      url: 'https://seva.in/details/x#question-4',
    });
  });

  it('fills in nothing for an unknown topic, a script address, a missing or an overlong one', () => {
    expect(reportPrefill('?about=everything&url=https://seva.in/')).toBeNull();
    expect(reportPrefill('?about=photo&url=javascript:alert(1)')).toBeNull();
    expect(reportPrefill('?about=photo')).toBeNull();
    expect(reportPrefill(`?about=photo&url=https://seva.in/${'a'.repeat(600)}`)).toBeNull();
    expect(reportPrefill('')).toBeNull();
  });
});
