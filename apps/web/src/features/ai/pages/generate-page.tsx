// Interim page: replaced by the feature's implementation.
export default function GeneratePage() {
  return null;
}
