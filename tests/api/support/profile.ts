/** A complete, valid profile (SPEC.md section 3) for the profile calls; `overrides` change single fields. */
export const profileData = (overrides: Record<string, string> = {}) => ({
  pre_name: 'Ms',
  first_name: 'Asha',
  last_name: 'Verma',
  phone: '9876543210',
  email: 'asha@example.com',
  dob: '1994-05-17',
  marital_status: 'Unmarried',
  pincode: '700091',
  city: 'Kolkata',
  landmark: 'Near City Centre',
  nationality: 'Indian',
  country: 'India',
  landline_number: '',
  address: 'Flat 4B, Sector V\nSalt Lake',
  ...overrides,
});

/** The multipart body of user-details-add / -update: `data` as JSON, an optional picture, extra fields. */
export function profileForm(data: unknown, image?: { bytes: Buffer; name: string; type: string }, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  if (image) form.set('profile_image', new File([new Uint8Array(image.bytes)], image.name, { type: image.type }));
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  return form;
}
