// Interim page: replaced by the feature's implementation.
export default function LoginPage() {
  return null;
}
