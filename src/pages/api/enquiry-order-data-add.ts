import { enquiryLimits, enquirySchema, successTitle, type EnquiryAnswer } from '../../features/enquiries/enquiries';
import { submitEnquiry } from '../../features/enquiries/enquiries.server';
import { clientAddress } from '../../features/auth/request.server';
import { endpoint, json, parseInput, readBody } from '../../lib/server/http';
import { hashedKeyPart, limitCaller, limitOrRefuse } from '../../lib/server/rate-limit';

export const prerender = false;

/**
 * An enquiry from the details page (public): name, mobile, service_id, price, also_ask, and what the business
 * quotes on: details, when and up to three photos (multipart `photos`). A signed-in
 * customer's enquiry is linked to them, may also go to up to `also_ask` similar businesses, and they get a
 * notification. Answers the enquiry's id (the one My Enquiries lists) and how many businesses it went to.
 */
export const POST = endpoint(async (context) => {
  await limitCaller(context, enquiryLimits.enquiries);
  const input = parseInput(enquirySchema, await readBody(context.request, { lists: ['photos'] }));
  await limitOrRefuse(`enquiries:from:${hashedKeyPart(clientAddress(context))}`, enquiryLimits.fromAddress);
  await limitOrRefuse(`enquiries:mobile:${hashedKeyPart(input.mobile)}`, enquiryLimits.forMobile);
  const { id, businesses } = await submitEnquiry(input, context.locals.user?.id ?? null);
  const answer: EnquiryAnswer = { status: 1, msg: successTitle('enquiry'), data: { enquiry_id: id, businesses } };
  return json(answer, 201);
});
