urlpatterns: list = [
    # path("resolve", ...) and friends.
]
