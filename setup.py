"""Package discovery that pyproject.toml cannot express: the top-level resources/ folder ships as station.resources."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["station", "station.*"]), "station.resources"])
