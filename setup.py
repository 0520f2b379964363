"""Only here because pyproject.toml cannot add mapped packages to an automatic package search.

data/ and sprites/ live at the top of the repository (see DEVELOPERS.md); in a wheel they become
orcdesk/_data and orcdesk/_sprites, which orcdesk.resources finds.
"""

from setuptools import find_packages, setup

setup(packages=find_packages(include=["orcdesk", "orcdesk.*"]) + ["orcdesk._data", "orcdesk._sprites"])
