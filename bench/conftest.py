"""The benchmarks use the test suite's fixtures (the reference data among them)."""

from tests.conftest import shared_dir

__all__ = ["shared_dir"]
