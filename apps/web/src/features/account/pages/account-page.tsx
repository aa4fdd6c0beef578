// Interim page: replaced by the feature's implementation.
export default function AccountPage() {
  return null;
}
