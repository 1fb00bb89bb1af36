"""Speed and memory figures, printed as JSON: for comparing before and after a change on the same
machine in one run, never pass/fail. `python -m benchmarks [--quick] [--exe dist/holdout/holdout]`."""
