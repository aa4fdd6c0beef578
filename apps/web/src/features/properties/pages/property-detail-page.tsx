// Interim page: replaced by the feature's implementation.
export default function PropertyDetailPage() {
  return null;
}
